#!/usr/bin/env bash
# The Debian/Ubuntu packages the app and its whole test suite use, installed when missing.
#
# `make test` runs this first, so a fresh machine needs nothing but the README's command.
# It installs only with apt-get as root, or through sudo when sudo needs no password;
# otherwise it names the packages and the command, and the tests that need them say so.
#   - Qt's libraries from the system: what the offscreen and X11 (xcb) platforms load.
#   - desktop-file-utils and appstream: the validators the packaging tests run; binutils:
#     readelf, which `make package` asks what the built files need (check_symbols.py).
set -u
packages=(
  libegl1 libgl1 libopengl0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0
  libxkbcommon0 libxkbcommon-x11-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0
  libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0
  libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xinerama0 libxcb-xkb1
  desktop-file-utils appstream binutils
)
command -v dpkg-query >/dev/null 2>&1 || exit 0  # not Debian-like: nothing to do here
need=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
  [ "$status" = installed ] || need+=("$pkg")
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "note: missing system packages: ${need[*]}" >&2
  echo "      install them with: sudo apt-get install ${need[*]}" >&2
  exit 0
fi
echo "Installing system packages: ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; }; then
  echo "warning: could not install ${need[*]}" >&2
fi
exit 0
