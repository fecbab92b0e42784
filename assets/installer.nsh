; NSIS additions (electron-builder's nsis.include): the command line launcher's folder
; (resources\bin, holding commerce-bulk.cmd) goes on the PATH at install and off it at
; uninstall: the system PATH for a per-machine install ("Anyone who uses this computer",
; /allusers), the user's PATH for a per-user one. assets/cli/path.ps1 does the edit.

!include WinMessages.nsh

!macro commerceBulkPath action
  ${if} $installMode == "all"
    StrCpy $R9 "Machine"
  ${else}
    StrCpy $R9 "User"
  ${endif}
  nsExec::ExecToLog '"$SYSDIR\WindowsPowerShell\v1.0\powershell.exe" -NoProfile -NonInteractive -ExecutionPolicy Bypass -File "$INSTDIR\resources\bin\path.ps1" -Action ${action} -Scope $R9 -Dir "$INSTDIR\resources\bin"'
  Pop $R8
  ; Open command prompts and Explorer pick up the new PATH without a sign-out.
  SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
!macroend

!macro customInstall
  !insertmacro commerceBulkPath Add
!macroend

!macro customUnInstall
  !insertmacro commerceBulkPath Remove
!macroend
