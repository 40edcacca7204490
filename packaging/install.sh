#!/bin/sh
# Put Kotatsu in your launcher menu: copies this folder to ~/.local/lib/kotatsu, adds the menu entry (with the
# table's icon) and a `kotatsu` command in ~/.local/bin. `./install.sh --uninstall` takes all of that away again;
# saved games and settings stay where they are (~/.local/share/kotatsu, ~/.config/kotatsu).
set -eu

if [ -z "${HOME:-}" ]; then
  echo "install.sh: HOME is not set, so there is no place to install to" >&2
  exit 1
fi
here=$(cd "$(dirname "$0")" && pwd)
apps=${XDG_DATA_HOME:-$HOME/.local/share}/applications
target=$HOME/.local/lib/kotatsu
entry=$apps/kotatsu.desktop
command=$HOME/.local/bin/kotatsu

refresh_menu() {
  # Most desktops notice a new entry by themselves; this makes the older ones look again.
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$apps" >/dev/null 2>&1 || true
  fi
}

case "${1:-}" in
  --uninstall)
    rm -f "$entry"
    if [ -L "$command" ]; then rm -f "$command"; fi
    rm -rf "$target"
    refresh_menu
    echo "Kotatsu is removed. Saved games and settings stay in ~/.local/share/kotatsu and ~/.config/kotatsu."
    exit 0
    ;;
  "") ;;
  *)
    echo "usage: ./install.sh [--uninstall]" >&2
    exit 2
    ;;
esac

if [ ! -x "$here/kotatsu" ]; then
  echo "install.sh: no kotatsu program beside this script (in $here)" >&2
  exit 1
fi
if [ "$here" != "$target" ]; then
  rm -rf "$target"
  mkdir -p "$(dirname "$target")"
  cp -R "$here" "$target"
fi
mkdir -p "$apps" "$(dirname "$command")"
sed -e "s|^Exec=.*|Exec=\"$target/kotatsu\"|" -e "s|^Icon=.*|Icon=$target/kotatsu.png|" \
  "$target/kotatsu.desktop" >"$entry"
if [ ! -e "$command" ] || [ -L "$command" ]; then
  ln -sf "$target/kotatsu" "$command"
fi
refresh_menu
echo "Kotatsu is in your menu (Games). Start it from there, or with: $target/kotatsu"
