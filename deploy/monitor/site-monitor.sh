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
#   STATUS_PAGE        the public status page to write, for nginx  (default: none; the unit: /run/site-status/status.html)
#   STATUS_SITE_NAME   the site's name at the top of that page     (default: none)
#   STATUS_TZ          the time zone of its times                  (default: Asia/Shanghai)
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
STATUS_PAGE=${STATUS_PAGE:-}
STATUS_SITE_NAME=${STATUS_SITE_NAME:-}
STATUS_TZ=${STATUS_TZ:-Asia/Shanghai}

for number in "$CERT_WARN_DAYS" "$DISK_WARN_PERCENT" "$SPOOL_WARN"; do
  [[ $number =~ ^[0-9]+$ ]] || { echo "site-monitor: not a number: $number" >&2; exit 2; }
done

problems=()
# What visitors would notice, for the status page: instances that do not answer, the database away, leads waiting.
instances=0
instances_down=0
database_away=0
leads_waiting=0

# Instances: /healthz answers 200 with {"status":"ok",...,"leadSpool":N}, or 503 while the database is away.
for url in $SITE_URLS; do
  instances=$((instances + 1))
  body=$(curl -s -m 5 -o - -w '\n%{http_code}' "${url%/}/healthz" 2>/dev/null)
  code=${body##*$'\n'}
  json=${body%$'\n'*}
  if [[ $code == 000 ]]; then
    problems+=("instance $url does not answer")
    instances_down=$((instances_down + 1))
    continue
  fi
  if [[ $code == 503 ]]; then
    database_away=1
  elif [[ $code != 200 ]]; then
    instances_down=$((instances_down + 1))
  fi
  [[ $code == 200 ]] || problems+=("instance $url answers /healthz with $code ($(tr -d '\n' <<<"$json" | cut -c1-120))")
  spool=$(grep -o '"leadSpool":[0-9]*' <<<"$json" | cut -d: -f2)
  if [[ -n $spool && $spool -ge $SPOOL_WARN && $SPOOL_WARN -gt 0 ]]; then
    problems+=("instance $url holds $spool lead(s) in its spool (the database did not take them yet)")
    leads_waiting=1
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

# The public status page: what visitors would notice (not the disks or certificates), with the last changes of it.
# Written whole to a new file and moved into place, so nginx never serves half a page.
html_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g' <<<"$1"; }
level_text() { # $1: ok | degraded | down
  case $1 in
    ok) echo '正常 <span lang="en">Operational</span>' ;;
    degraded) echo '受影响 <span lang="en">Affected</span>' ;;
    *) echo '中断 <span lang="en">Down</span>' ;;
  esac
}
write_status_page() {
  local website=ok content=ok overall history stamp iso page tmp line rows='' when lvl web con
  ((instances_down > 0)) && website=degraded
  ((instances > 0 && instances_down == instances)) && website=down
  ((database_away || leads_waiting)) && content=degraded
  overall=ok
  [[ $website != ok || $content != ok ]] && overall=degraded
  [[ $website == down ]] && overall=down
  stamp=$(TZ=$STATUS_TZ date '+%Y-%m-%d %H:%M %:z')
  iso=$(TZ=$STATUS_TZ date '+%Y-%m-%dT%H:%M:%S%:z')
  # The history: one line per change of what visitors would notice (time, overall, website, content), the last 20.
  history="$STATE_FILE.history"
  mkdir -p "$(dirname "$history")" || return
  line=$(tail -n 1 "$history" 2>/dev/null | cut -f3-)
  if [[ $line != "$overall"$'\t'"$website"$'\t'"$content" ]]; then
    printf '%s\t%s\t%s\t%s\t%s\n' "$iso" "$stamp" "$overall" "$website" "$content" >>"$history"
    tail -n 20 "$history" >"$history.new" && mv "$history.new" "$history"
  fi
  while IFS=$'\t' read -r iso_at when lvl web con; do
    [[ -n $iso_at ]] || continue
    rows="<li data-level=\"$lvl\"><time datetime=\"$iso_at\">$when</time> 网站 <span lang=\"en\">Website</span>: $(level_text "$web"); 内容与咨询 <span lang=\"en\">Content and enquiries</span>: $(level_text "$con")</li>
$rows"
  done <"$history"
  local headline
  case $overall in
    ok) headline='所有服务正常 <span lang="en">All systems operational</span>' ;;
    degraded) headline='部分服务受影响 <span lang="en">Some services are affected</span>' ;;
    *) headline='网站暂时无法访问 <span lang="en">The website is down</span>' ;;
  esac
  local website_note='' content_note=''
  [[ $website == degraded ]] && website_note='<p>一台服务器停止，网站由其余服务器照常提供。<span lang="en">A server stopped; the others serve the site as usual.</span></p>'
  [[ $website == down ]] && website_note='<p>团队已收到通知，正在处理。<span lang="en">The team has been told and is on it.</span></p>'
  [[ $content == degraded ]] && content_note='<p>页面照常浏览；新的咨询已安全保存，稍后处理。<span lang="en">Pages are served as usual; new enquiries are kept safe and handled shortly.</span></p>'
  local name=''
  [[ -n $STATUS_SITE_NAME ]] && name="$(html_escape "$STATUS_SITE_NAME") · "
  page="<!DOCTYPE html>
<html lang=\"zh-CN\">
<head>
<meta charset=\"utf-8\">
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">
<meta http-equiv=\"refresh\" content=\"60\">
<meta name=\"robots\" content=\"noindex\">
<title>${name}运行状态 · Status</title>
<style>
body{margin:0;font:16px/1.6 system-ui,\"Noto Sans CJK SC\",\"PingFang SC\",\"Microsoft YaHei\",sans-serif;color:#1f2937;background:#f8fafc}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:2rem 0 .5rem}
[lang=en]{color:#4b5563}.overall [lang=en]{color:inherit}
.overall{padding:1rem;border-radius:.5rem;font-weight:600;color:#fff}
.ok{background:#15803d}.degraded{background:#b45309}.down{background:#b91c1c}
ul.parts{list-style:none;padding:0;margin:1rem 0}ul.parts>li{padding:.75rem 0;border-bottom:1px solid #e5e7eb}
ul.parts p{margin:.25rem 0 0;font-size:.95rem}
ol{padding-left:1.25rem;font-size:.95rem}time{font-variant-numeric:tabular-nums;white-space:nowrap}
footer{margin-top:2rem;font-size:.875rem;color:#4b5563}
</style>
</head>
<body>
<main>
<h1>${name}运行状态 <span lang=\"en\">Status</span></h1>
<p class=\"overall $overall\" data-overall=\"$overall\">$headline</p>
<ul class=\"parts\">
<li data-part=\"website\" data-level=\"$website\"><strong>网站 <span lang=\"en\">Website</span></strong>: $(level_text "$website")$website_note</li>
<li data-part=\"content\" data-level=\"$content\"><strong>内容与咨询 <span lang=\"en\">Content and enquiries</span></strong>: $(level_text "$content")$content_note</li>
</ul>
<h2>最近的变化 <span lang=\"en\">Recent changes</span></h2>
<ol reversed>
$rows</ol>
<footer>检查于 <span lang=\"en\">Checked at</span> <time datetime=\"$iso\">$stamp</time>，每分钟更新。<span lang=\"en\">Updated every minute.</span></footer>
</main>
</body>
</html>"
  mkdir -p "$(dirname "$STATUS_PAGE")" || return
  tmp="$STATUS_PAGE.$$"
  printf '%s\n' "$page" >"$tmp" && chmod 644 "$tmp" && mv -f "$tmp" "$STATUS_PAGE"
}
[[ -n $STATUS_PAGE ]] && write_status_page

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
