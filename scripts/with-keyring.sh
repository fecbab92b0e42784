#!/bin/sh
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring, so the
# keychain tests talk to a real Secret Service. Falls back to running the command as is
# (the keychain tests then skip with a message) where dbus or gnome-keyring is missing.
if [ -n "$COMMERCE_BULK_KEYRING_READY" ]; then exec "$@"; fi
if command -v dbus-run-session >/dev/null 2>&1 && command -v gnome-keyring-daemon >/dev/null 2>&1; then
  export COMMERCE_BULK_KEYRING_READY=1
  exec dbus-run-session -- sh -c 'printf %s "ci-keyring" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec "$@"' sh "$@"
fi
echo "with-keyring: dbus-run-session or gnome-keyring-daemon not found; keychain tests will be skipped" >&2
exec "$@"
