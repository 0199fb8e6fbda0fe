import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Hands a message to a mail server; throws when the server does not accept it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Time limits so that an unreachable server fails the attempt (and it is retried) instead of hanging. */
const TIMEOUT_MS = 30_000;

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
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
