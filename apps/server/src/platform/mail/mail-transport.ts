import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Hands a message to a mail server; throws when the server does not accept it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The mail server refused the message for good (an SMTP 5xx reply: no such mailbox, message too
 * large): trying again would be refused again. `message` is the server's reply.
 */
export class PermanentMailRefusal extends Error {}

/** Time limits so that an unreachable server fails the attempt (and it is retried) instead of hanging. */
const TIMEOUT_MS = 30_000;

/** What nodemailer's errors carry about the server's reply. */
interface SmtpError extends Error {
  response?: string;
  responseCode?: number;
}

/** SMTP through nodemailer: `smtp://user:password@host:587` or `smtps://…:465`. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        const smtp = error as SmtpError;
        if (smtp.responseCode !== undefined && smtp.responseCode >= 500) {
          throw new PermanentMailRefusal(smtp.response ?? smtp.message);
        }
        throw error;
      }
    },
    close() {
      transporter.close();
    },
  };
}
