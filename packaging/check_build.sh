#!/usr/bin/env bash
# Check a standalone build: it starts, shows its window headless, exits with status 0,
# answers --version, and carries what it needs. Prints the bundle's size.
# Usage: packaging/check_build.sh [dist/blocky-mountains]
set -euo pipefail
bundle="${1:-dist/blocky-mountains}"
exe="$bundle/blocky-mountains"
if [ ! -x "$exe" ]; then
  echo "check_build: no program at $exe (run make package)" >&2
  exit 1
fi

# A fresh folder for the app's data, so the check never touches a real profile.
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
export HOME="$data" XDG_DATA_HOME="$data/share" XDG_CONFIG_HOME="$data/config"

set +e
QT_QPA_PLATFORM=offscreen timeout 120 "$exe" --quit-after-start --data-dir "$data/app" \
  >"$data/out.txt" 2>&1
status=$?
set -e
if [ "$status" -ne 0 ]; then
  echo "check_build: '$exe --quit-after-start' exited with status $status:" >&2
  cat "$data/out.txt" >&2
  exit 1
fi
echo "check_build: started and quit cleanly (exit status 0)"

# Without --quit-after-start the app opens its SQLite store right after the first paint. Run
# it that way until the file appears: if it never does, the bundle lacks blocky.store or
# sqlite3 (the store is imported dynamically, so PyInstaller does not see it by itself).
QT_QPA_PLATFORM=offscreen "$exe" --data-dir "$data/app" >"$data/run.txt" 2>&1 &
app_pid=$!
store=""
for _ in $(seq 1 120); do
  store="$(find "$data/app" -type f -name '*.sqlite3' 2>/dev/null | head -n 1 || true)"
  [ -n "$store" ] && break
  kill -0 "$app_pid" 2>/dev/null || break
  sleep 0.5
done
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
if [ -z "$store" ] || [ "$(head -c 15 "$store")" != "SQLite format 3" ]; then
  echo "check_build: the built app did not open its SQLite store in $data/app:" >&2
  cat "$data/run.txt" >&2
  exit 1
fi
echo "check_build: the built app keeps its games on disk ($(basename "$store"))"

version="$("$exe" --version)"
case "$version" in
  "blocky-mountains "[0-9]*) echo "check_build: $version" ;;
  *) echo "check_build: unexpected --version output: $version" >&2; exit 1 ;;
esac

# PySide's support code, compiled by the build (packaging/support_cache.py): the bundled app
# writes no bytecode, and would compile it on every start.
if ! compgen -G "$bundle/_internal/blocky/ui/__pycache__/shiboken-support.*.bin" >/dev/null; then
  echo "check_build: the bundle lacks PySide's compiled support code" >&2
  exit 1
fi

for needed in PySide6/Qt/plugins/platforms/libqxcb.so PySide6/Qt/plugins/platforms/libqwayland.so \
  PySide6/Qt/plugins/iconengines/libqsvgicon.so PySide6/Qt/plugins/imageformats/libqsvg.so \
  blocky/resources/catalogue/cards.toml; do
  if [ ! -e "$bundle/_internal/$needed" ]; then
    echo "check_build: the bundle lacks $needed" >&2
    exit 1
  fi
done

# Install for a made-up user, as a family would, then remove again.
if [ -x "$bundle/install.sh" ]; then
  HOME="$data/user" XDG_DATA_HOME="$data/user/share" "$bundle/install.sh" >/dev/null
  installed="$data/user/share/applications/$(basename "$bundle"/share/applications/*.desktop)"
  for f in "$installed" "$data/user/.local/opt/blocky-mountains/blocky-mountains" \
    "$data/user/share/icons/hicolor/256x256/apps" "$data/user/share/metainfo"; do
    [ -e "$f" ] || { echo "check_build: install.sh did not install $f" >&2; exit 1; }
  done
  if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$installed"
  fi
  "$data/user/.local/bin/blocky-mountains" --version >/dev/null
  HOME="$data/user" XDG_DATA_HOME="$data/user/share" "$bundle/install.sh" --uninstall >/dev/null
  if [ -e "$installed" ] || [ -e "$data/user/.local/opt/blocky-mountains" ]; then
    echo "check_build: install.sh --uninstall left files behind" >&2
    exit 1
  fi
  echo "check_build: install.sh installs the menu entry and icons, and removes them again"
else
  echo "check_build: the bundle lacks install.sh" >&2
  exit 1
fi

# The X11 libraries the build machine lacked are not in the bundle either: users then need
# them installed (the app names them on start). Say so, so the build can be redone.
plugin="$bundle/_internal/PySide6/Qt/plugins/platforms/libqxcb.so"
missing="$(LD_LIBRARY_PATH="$bundle/_internal" ldd "$plugin" 2>/dev/null | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ' || true)"
if [ -n "$missing" ]; then
  echo "check_build: note: not bundled (missing on this build machine): $missing"
fi

echo "check_build: size $(du -sh "$bundle" | cut -f1) ($bundle)"
