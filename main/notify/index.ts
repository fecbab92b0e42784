// main/notify: telling someone how an unattended run went (issue 28): a webhook POST that
// Teams and Slack incoming webhooks accept, and an e-mail over SMTP. One payload per file a
// watcher handled (or per run a refused sign-in ended), sent to every target; a failure to
// notify is reported, never fatal. Plain Node: the CLI's watch and the app's automations
// runner both call sendNotifications with a payload main/automation composes (notify-payload.ts).
export { composeText, failureLine, note } from './payload-text.js';
export type { NotificationFailure, NotificationPayload, NotificationStatus } from './payload-types.js';
export {
  sendNotifications,
  hasTargets,
  wanted,
  NOTIFY_WHEN,
  type NotifyResult,
  type NotifyTargets,
  type NotifyWhen,
} from './send.js';
export { Notifier } from './notifier.js';
export { checkWebhookUrl, webhookForDisplay } from './webhook-url.js';
export { emailBody, emailSubject } from './email.js';
export {
  checkSmtpSettings,
  defaultPort,
  readSmtpSettings,
  smtpSettingsForSending,
  writeSmtpSettings,
  notificationsFile,
  SMTP_TLS_MODES,
  type SmtpSettings,
  type SmtpTls,
} from './smtp-settings.js';
export {
  smtpAccount,
  smtpPassword,
  storeSmtpPassword,
  forgetSmtpPassword,
  SMTP_PASSWORD_ENV,
} from './smtp-password.js';
