#!/usr/bin/env bash
# Sends the site monitor's alert (deploy/monitor/site-monitor.sh) to a WeCom (企业微信), DingTalk (钉钉) or Feishu
# (飞书) group robot: set it as the monitor's ALERT_COMMAND (docs/operations.md, "Monitoring"). The message is read on
# stdin, its subject from $ALERT_SUBJECT. DingTalk's and Feishu's signing ("加签") is done with openssl as each platform
# publishes it; a custom keyword is put first. Plain bash, curl, openssl, sed: nothing to install beyond Debian's base.
#
# Settings (environment, or /etc/default/site-monitor):
#   CHAT_KIND      wecom, dingtalk or feishu
#   CHAT_WEBHOOK   the robot's address (keep it secret: who has it can post to the group)
#   CHAT_SECRET    the signing secret, when the robot's security setting is signing (DingTalk's starts with SEC)
#   CHAT_KEYWORD   the custom keyword, when the robot's security setting is a keyword
# Exit status: 0 sent, 1 the platform refused it or did not answer (its answer on stderr), 2 a setting is missing.
set -uo pipefail

CHAT_KIND=${CHAT_KIND:-}
CHAT_WEBHOOK=${CHAT_WEBHOOK:-}
CHAT_SECRET=${CHAT_SECRET:-}
CHAT_KEYWORD=${CHAT_KEYWORD:-}
case $CHAT_KIND in
  wecom | dingtalk | feishu) ;;
  *) echo "chat-alert: CHAT_KIND must be wecom, dingtalk or feishu" >&2; exit 2 ;;
esac
[[ -n $CHAT_WEBHOOK ]] || { echo "chat-alert: CHAT_WEBHOOK is not set" >&2; exit 2; }

text="${CHAT_KEYWORD:+$CHAT_KEYWORD }${ALERT_SUBJECT:-[site] monitor}"$'\n'"$(cat)"
# The text as a JSON string: backslashes and quotes escaped, control characters as escapes.
json_text=$(printf '%s' "$text" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' -e 's/\r//g' | sed -e ':a' -e 'N' -e '$!ba' -e 's/\n/\\n/g')
hmac_base64() { # key, message
  printf '%s' "$2" | openssl dgst -sha256 -hmac "$1" -binary | openssl base64 -A
}
url=$CHAT_WEBHOOK
case $CHAT_KIND in
  feishu)
    if [[ -n $CHAT_SECRET ]]; then
      seconds=$(date +%s)
      sign=$(hmac_base64 "$seconds"$'\n'"$CHAT_SECRET" '')
      body="{\"timestamp\":\"$seconds\",\"sign\":\"$sign\",\"msg_type\":\"text\",\"content\":{\"text\":\"$json_text\"}}"
    else
      body="{\"msg_type\":\"text\",\"content\":{\"text\":\"$json_text\"}}"
    fi
    ;;
  *)
    if [[ $CHAT_KIND == dingtalk && -n $CHAT_SECRET ]]; then
      millis=$(($(date +%s%N) / 1000000))
      sign=$(hmac_base64 "$CHAT_SECRET" "$millis"$'\n'"$CHAT_SECRET" | sed -e 's/+/%2B/g' -e 's#/#%2F#g' -e 's/=/%3D/g')
      url="$url&timestamp=$millis&sign=$sign"
    fi
    body="{\"msgtype\":\"text\",\"text\":{\"content\":\"$json_text\"}}"
    ;;
esac

answer=$(curl -sS --max-time 10 -H 'Content-Type: application/json; charset=utf-8' --data-binary "$body" "$url") || {
  echo "chat-alert: the robot did not answer" >&2
  exit 1
}
# WeCom and DingTalk answer {"errcode":0,...}, Feishu {"code":0,...} (or StatusCode 0).
if [[ $answer =~ \"(errcode|code|StatusCode)\":0[,}] ]]; then exit 0; fi
echo "chat-alert: the robot refused it: $answer" >&2
exit 1
