@echo off
:: commerce-bulk: the command line of the installed Commerce Bulk app (Windows).
:: Installed as resources\bin\commerce-bulk.cmd; the installers put that folder on the PATH.
:: It runs the app's own executable with the CLI marker: no window, the CLI's output and
:: exit code, the app's own native modules, and no runAsNode fuse needed. A batch file waits
:: for the program it runs, so the exit code below is the CLI's.
setlocal
"%~dp0..\..\Commerce Bulk.exe" --commerce-bulk-cli -- %*
exit /b %ERRORLEVEL%
