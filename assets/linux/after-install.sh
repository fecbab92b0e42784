#!/bin/bash
# The deb's after-install script: electron-builder's own (app-builder-lib
# templates/linux/after-install.tpl) with one change: /usr/bin/commerce-bulk is the command
# line launcher (resources/bin/commerce-bulk), not the window app. electron-builder expands
# dollar-brace macros in this file, so it uses plain $name only; the paths are the install's
# (productName "Commerce Bulk", linux.executableName commerce-bulk, both checked by
# test/unit/app/launchers.test.ts).
app='/opt/Commerce Bulk'
launcher="$app/resources/bin/commerce-bulk"
link=/usr/bin/commerce-bulk

chmod 0755 "$launcher" || true
if type update-alternatives >/dev/null 2>&1; then
  # A release before the launcher registered the window app itself under this name.
  update-alternatives --remove commerce-bulk "$app/commerce-bulk" >/dev/null 2>&1 || true
  # A plain link (not through the alternatives) from an older install is replaced.
  if [ -L "$link" ] && [ "$(readlink "$link")" != /etc/alternatives/commerce-bulk ]; then
    rm -f "$link"
  fi
  update-alternatives --install "$link" commerce-bulk "$launcher" 100 || ln -sf "$launcher" "$link"
else
  ln -sf "$launcher" "$link"
fi

# Check if user namespaces are supported by the kernel and working with a quick test:
if ! { [[ -L /proc/self/ns/user ]] && unshare --user true; }; then
  # Use SUID chrome-sandbox only on systems without user namespaces:
  chmod 4755 "$app/chrome-sandbox" || true
else
  chmod 0755 "$app/chrome-sandbox" || true
fi

if hash update-mime-database 2>/dev/null; then
  update-mime-database /usr/share/mime || true
fi

if hash update-desktop-database 2>/dev/null; then
  update-desktop-database /usr/share/applications || true
fi

# The AppArmor profile (Ubuntu 24+), when this AppArmor can load it (as electron-builder's).
if apparmor_status --enabled >/dev/null 2>&1; then
  profile_source="$app/resources/apparmor-profile"
  profile_target=/etc/apparmor.d/commerce-bulk
  if apparmor_parser --skip-kernel-load --debug "$profile_source" >/dev/null 2>&1; then
    cp -f "$profile_source" "$profile_target"
    if ! { [ -x /usr/bin/ischroot ] && /usr/bin/ischroot; } && hash apparmor_parser 2>/dev/null; then
      apparmor_parser --replace --write-cache --skip-read-cache "$profile_target"
    fi
  else
    echo "Skipping the installation of the AppArmor profile as this version of AppArmor does not seem to support the bundled profile"
  fi
fi
