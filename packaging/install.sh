#!/bin/sh
# Install this standalone build of Blocky Mountains Companion for the current user
# (no administrator rights needed), so it appears in the desktop's app menu with its icon.
#   ./install.sh              install or update
#   ./install.sh --uninstall  remove the app (your games and settings stay)
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
desktop_src="$(ls "$here"/share/applications/*.desktop)"
app_id="$(basename "$desktop_src" .desktop)"
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
opt="$HOME/.local/opt/blocky-mountains"
bin="$HOME/.local/bin"

remove() {
  rm -rf "$opt"
  rm -f "$bin/blocky-mountains" "$data_home/applications/$app_id.desktop" \
    "$data_home/metainfo/$app_id.metainfo.xml"
  for icon in "$data_home"/icons/hicolor/*/apps/"$app_id".*; do
    rm -f "$icon"
  done
}

refresh() {
  # Menus pick the change up by themselves on most desktops; these make it immediate.
  command -v update-desktop-database >/dev/null 2>&1 &&
    update-desktop-database -q "$data_home/applications" 2>/dev/null || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 &&
    gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
  remove
  refresh
  echo "Blocky Mountains Companion was removed. Your games and settings were kept."
  exit 0
fi

if [ "$here" != "$opt" ]; then
  remove
  mkdir -p "$opt"
  cp -R "$here"/. "$opt"/
fi
mkdir -p "$bin" "$data_home/applications" "$data_home/metainfo"
ln -sf "$opt/blocky-mountains" "$bin/blocky-mountains"
cp -R "$opt/share/icons" "$data_home/"
cp "$opt/share/metainfo/$app_id.metainfo.xml" "$data_home/metainfo/"
# The menu entry runs the program by its full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=.*|Exec=\"$opt/blocky-mountains\"|" "$desktop_src" \
  >"$data_home/applications/$app_id.desktop"
refresh
echo "Blocky Mountains Companion is installed: find it in your app menu,"
echo "or start it with $bin/blocky-mountains"
