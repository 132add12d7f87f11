#!/usr/bin/env bash
# The one list of what this machine must have beyond Node and npm, used by `.ci/run`, `npm test` and `npm start`.
#   scripts/system-needs.sh start   Java 17+ (DynamoDB Local)
#   scripts/system-needs.sh test    that, plus Chromium and a CJK font for the browser tests
# Missing parts are installed with apt when running as root with apt-get available; otherwise the script
# stops at once with the exact command to run. SDDP_CHROMIUM_PATH / SDDP_CJK_FONT override where to look.
set -euo pipefail

purpose="${1:-test}"
chromium_path="${SDDP_CHROMIUM_PATH:-/usr/bin/chromium}"
cjk_font="${SDDP_CJK_FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}"

java_major() {
  command -v java >/dev/null 2>&1 || { echo 0; return; }
  # `openjdk version "17.0.15" …` or `java version "1.8.0_…"`
  java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)\.\{0,1\}\([0-9]*\).*/\1 \2/p' | head -1 |
    awk '{ print ($1 == 1 ? $2 : $1) + 0 }'
}

missing=()
reasons=()
if [ "$(java_major)" -lt 17 ]; then
  missing+=(openjdk-17-jre-headless)
  reasons+=("Java 17+ (DynamoDB Local)")
fi
if [ "$purpose" = test ]; then
  if [ ! -x "$chromium_path" ]; then
    missing+=(chromium)
    reasons+=("Chromium at $chromium_path (browser tests)")
  fi
  if [ ! -f "$cjk_font" ]; then
    missing+=(fonts-wqy-microhei)
    reasons+=("a CJK font at $cjk_font (the layout tests measure Chinese text)")
  fi
fi

[ ${#missing[@]} -eq 0 ] && exit 0

command_line="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "system needs: installing ${missing[*]} — $(IFS=';'; echo "${reasons[*]}")"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

{
  echo "This machine lacks what \`npm $purpose\` needs:"
  for reason in "${reasons[@]}"; do echo "  - $reason"; done
  echo "Install it as root, then run the command again:"
  echo "  sudo sh -c '$command_line'"
} >&2
exit 1
