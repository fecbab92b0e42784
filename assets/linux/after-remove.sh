#!/bin/bash
# The deb's after-remove script: electron-builder's own (templates/linux/after-remove.tpl)
# for the command line launcher that after-install.sh registers. No dollar-brace macros
# (electron-builder expands them).
app='/opt/Commerce Bulk'
if type update-alternatives >/dev/null 2>&1; then
  update-alternatives --remove commerce-bulk "$app/resources/bin/commerce-bulk" || true
else
  rm -f /usr/bin/commerce-bulk
fi

profile=/etc/apparmor.d/commerce-bulk
if [ -f "$profile" ]; then
  if apparmor_status --enabled >/dev/null 2>&1; then
    if ! { [ -x /usr/bin/ischroot ] && /usr/bin/ischroot; } && hash apparmor_parser 2>/dev/null; then
      apparmor_parser --remove "$profile" || true
    fi
  fi
  rm -f "$profile"
fi
