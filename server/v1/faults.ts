// The transient failures --fault-rate injects (service-behaviour.md: transient 406 and 500
// parts, 5xx with non-JSON bodies, dropped connections).
import type { Fault } from '../http/limits.js';
import { JSON_TYPE, type Reply } from '../http/send.js';

export function faultReply(fault: Fault): Reply | null {
  switch (fault) {
    case 'error500json':
      return {
        status: 500,
        body: { error: { code: '', message: 'An error has occurred.' } },
        headers: { 'content-type': JSON_TYPE },
      };
    case 'error500text':
      return {
        status: 500,
        body: "<html><head><title>Runtime Error</title></head><body>Server Error in '/' Application.</body></html>",
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    case 'status406':
      return {
        status: 406,
        body: {
          error: {
            code: '',
            message: 'A supported MIME type could not be found that matches the acceptable MIME types for the request.',
          },
        },
        headers: { 'content-type': JSON_TYPE },
      };
    default:
      return null;
  }
}
