#!/bin/bash
# What a screen reader hears during a race: the app under Xvfb on its own D-Bus session,
# an AT-SPI listener (tools/atspi_listener.py, system Python with python3-pyatspi), and
# xdotool pressing the game's keys. Prints the listener's lines. See docs/accessibility.md.
# Needs: Xvfb, xdotool, dbus (dbus-run-session), at-spi2-core, python3-pyatspi.
set -u
cd "$(dirname "$0")/.."
DISPLAY_NUMBER=${DISPLAY_NUMBER:-:73}
WORK=$(mktemp -d)
Xvfb "$DISPLAY_NUMBER" -screen 0 1400x900x24 >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
sleep 1
export DISPLAY=$DISPLAY_NUMBER
dbus-run-session -- bash -c '
  WORK='"$WORK"'
  /usr/bin/python3 tools/atspi_listener.py --tree "Blocky Mountains Companion" --seconds 40 \
      >"$WORK/heard.txt" 2>"$WORK/listener.err" &
  LISTENER=$!
  sleep 2
  .venv/bin/python tools/a11y_race.py "$WORK/data"
  BLOCKY_SETTINGS_DIR="$WORK/settings" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
      .venv/bin/blocky-mountains --data-dir "$WORK/data" >"$WORK/app.log" 2>&1 &
  APP=$!
  sleep 10
  WINDOW=$(xdotool search --name "Blocky Mountains" | head -1)
  xdotool windowactivate --sync "$WINDOW" 2>/dev/null || xdotool windowfocus "$WINDOW"
  # The start screen: Enter continues the running game.
  xdotool key --window "$WINDOW" Return
  sleep 4
  # White (Ann) chooses route B and masters the card; then the owl tile choice (1).
  for key in 2 m 1 1; do xdotool key --window "$WINDOW" "$key"; sleep 1.5; done
  sleep 3
  kill $APP
  wait $LISTENER
'
kill $XVFB
echo "== listener ($WORK/heard.txt)"
cat "$WORK/heard.txt"
echo "== listener errors"
cat "$WORK/listener.err"
echo "== app"
cat "$WORK/app.log"
