#!/usr/bin/env bash
# The site's monitor (docs/operations.md, "Monitoring"): run every minute by deploy/systemd/site-monitor.timer. It
# checks each instance's /healthz (up, database reachable, leads waiting in the spool), the free space of the data
# disks and the expiry of the TLS certificates, and tells the team when the set of problems changes: once when a
# problem appears, once when all is well again (not every minute). Plain bash, curl, df and openssl: nothing to
# install beyond Debian's base, nothing called but the instances, the certificates' hosts and the alert command.
#
# Settings (environment, or /etc/default/site-monitor through the service's EnvironmentFile):
#   SITE_URLS          instances to ask, space-separated          (default: http://127.0.0.1:3000 http://127.0.0.1:3001)
#   TLS_HOSTS          host[:port] whose certificate to check      (default: none; e.g. www.example.com)
#   TLS_CERT_FILES     certificate files to check                  (default: none; e.g. /etc/ssl/site/fullchain.pem)
#   CERT_WARN_DAYS     days before expiry that count as a problem  (default: 14)
#   DISK_PATHS         folders whose disk to watch                 (default: /)
#   DISK_WARN_PERCENT  used share that counts as a problem         (default: 90)
#   SPOOL_WARN         leads waiting in a spool that count          (default: 1)
#   ALERT_EMAIL        who is told, by `mail` (bsd-mailx)           (default: root)
#   ALERT_COMMAND      instead of mail: a command that reads the message on stdin, subject in $ALERT_SUBJECT
#   STATE_FILE         what was last reported                      (default: /var/lib/site-monitor/state)
# Exit status: 0 all well, 1 a problem found (also when it was reported before), 2 a setting is wrong.
set -uo pipefail

SITE_URLS=${SITE_URLS:-http://127.0.0.1:3000 http://127.0.0.1:3001}
TLS_HOSTS=${TLS_HOSTS:-}
TLS_CERT_FILES=${TLS_CERT_FILES:-}
CERT_WARN_DAYS=${CERT_WARN_DAYS:-14}
DISK_PATHS=${DISK_PATHS:-/}
DISK_WARN_PERCENT=${DISK_WARN_PERCENT:-90}
SPOOL_WARN=${SPOOL_WARN:-1}
ALERT_EMAIL=${ALERT_EMAIL:-root}
ALERT_COMMAND=${ALERT_COMMAND:-}
STATE_FILE=${STATE_FILE:-/var/lib/site-monitor/state}

for number in "$CERT_WARN_DAYS" "$DISK_WARN_PERCENT" "$SPOOL_WARN"; do
  [[ $number =~ ^[0-9]+$ ]] || { echo "site-monitor: not a number: $number" >&2; exit 2; }
done

problems=()

# Instances: /healthz answers 200 with {"status":"ok",...,"leadSpool":N}, or 503 while the database is away.
for url in $SITE_URLS; do
  body=$(curl -s -m 5 -o - -w '\n%{http_code}' "${url%/}/healthz" 2>/dev/null)
  code=${body##*$'\n'}
  json=${body%$'\n'*}
  if [[ $code == 000 ]]; then
    problems+=("instance $url does not answer")
    continue
  fi
  [[ $code == 200 ]] || problems+=("instance $url answers /healthz with $code ($(tr -d '\n' <<<"$json" | cut -c1-120))")
  spool=$(grep -o '"leadSpool":[0-9]*' <<<"$json" | cut -d: -f2)
  if [[ -n $spool && $spool -ge $SPOOL_WARN && $SPOOL_WARN -gt 0 ]]; then
    problems+=("instance $url holds $spool lead(s) in its spool (the database did not take them yet)")
  fi
done

# Disks: the used share of the file system of each folder.
for folder in $DISK_PATHS; do
  used=$(df -P "$folder" 2>/dev/null | awk 'NR==2 { sub("%", "", $5); print $5 }')
  if [[ -z $used ]]; then
    problems+=("disk of $folder cannot be read")
  elif ((used >= DISK_WARN_PERCENT)); then
    problems+=("disk of $folder is ${used}% full")
  fi
done

# Certificates: expired, or expiring within CERT_WARN_DAYS.
check_certificate() { # $1: what, $2: PEM text
  local what=$1 pem=$2 end
  if [[ -z $pem ]]; then
    problems+=("certificate of $what cannot be read")
    return
  fi
  end=$(openssl x509 -noout -enddate <<<"$pem" 2>/dev/null | cut -d= -f2)
  if ! openssl x509 -noout -checkend $((CERT_WARN_DAYS * 86400)) <<<"$pem" >/dev/null 2>&1; then
    problems+=("certificate of $what ends $end (within $CERT_WARN_DAYS days)")
  fi
}
for file in $TLS_CERT_FILES; do
  check_certificate "$file" "$(cat "$file" 2>/dev/null)"
done
for host in $TLS_HOSTS; do
  name=${host%%:*}
  port=${host##*:}
  [[ $port == "$host" ]] && port=443
  pem=$(timeout 10 openssl s_client -connect "$name:$port" -servername "$name" </dev/null 2>/dev/null | openssl x509 2>/dev/null)
  check_certificate "$name:$port" "$pem"
done

# Tell the team when the set of problems changed since the last run.
now=$(printf '%s\n' "${problems[@]+"${problems[@]}"}" | sort)
before=$(cat "$STATE_FILE" 2>/dev/null || true)
if [[ $now != "$before" ]]; then
  host=$(hostname)
  if ((${#problems[@]} > 0)); then
    subject="[site] ${#problems[@]} problem(s) on $host"
    message=$(printf 'The site monitor on %s found:\n\n%s\n' "$host" "$(printf -- '- %s\n' "${problems[@]}")")
  else
    subject="[site] all well again on $host"
    message="The site monitor on $host finds no problem any more."
  fi
  if [[ -n $ALERT_COMMAND ]]; then
    ALERT_SUBJECT=$subject bash -c "$ALERT_COMMAND" <<<"$message"
  else
    mail -s "$subject" "$ALERT_EMAIL" <<<"$message"
  fi
  sent=$?
  # Remembered only once told: a failed alert is tried again next minute.
  if ((sent == 0)); then
    mkdir -p "$(dirname "$STATE_FILE")" && printf '%s' "$now" >"$STATE_FILE"
  else
    echo "site-monitor: the alert could not be sent (exit $sent)" >&2
  fi
fi

((${#problems[@]} == 0))
