#!/bin/bash
# What a screen reader hears when a Montgolfière game is started and played by keyboard
# alone: the app under Xvfb on its own D-Bus session with no saved games, an AT-SPI
# listener (tools/atspi_listener.py, system Python with python3-pyatspi), and xdotool
# typing the keys. Prints the listener's lines. See docs/accessibility.md.
# Needs: Xvfb, xdotool, dbus (dbus-run-session), at-spi2-core, python3-pyatspi.
set -u
cd "$(dirname "$0")/.."
DISPLAY_NUMBER=${DISPLAY_NUMBER:-:74}
WORK=$(mktemp -d)
Xvfb "$DISPLAY_NUMBER" -screen 0 1400x900x24 >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
sleep 1
export DISPLAY=$DISPLAY_NUMBER
dbus-run-session -- bash -c '
  WORK='"$WORK"'
  /usr/bin/python3 tools/atspi_listener.py --seconds 45 \
      >"$WORK/heard.txt" 2>"$WORK/listener.err" &
  LISTENER=$!
  sleep 2
  BLOCKY_SETTINGS_DIR="$WORK/settings" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
      .venv/bin/blocky-mountains --lang en --data-dir "$WORK/data" \
      >"$WORK/app.log" 2>&1 &
  APP=$!
  sleep 10
  WINDOW=$(xdotool search --name "Blocky Mountains" | head -1)
  xdotool windowactivate --sync "$WINDOW" 2>/dev/null || xdotool windowfocus "$WINDOW"
  k() { xdotool key --window "$WINDOW" "$@"; sleep 1; }
  # The keyboard is on "New race game": Shift+Tab reaches the games, Enter chooses
  # Montgolfière, Tab its "New game", Enter opens the form.
  k shift+Tab; k Return; k Tab; k Return
  # The first name has the keyboard: Ana, Tab (her colour), Tab, Ben; Enter starts.
  xdotool type --delay 80 Ana; k Tab; k Tab; xdotool type --delay 80 Ben; sleep 1; k Return
  sleep 2
  # Round 1: Ana 9 kg, Ben storm, Enter resolves, Escape tells the rest at once.
  k 9; k s; k Return; k Escape
  sleep 2
  # Ana has played her 9 kg: the refusal is said at once.
  k 9
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
