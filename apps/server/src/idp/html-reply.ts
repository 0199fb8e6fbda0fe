import type { FastifyReply } from 'fastify';

/** Answers with one of the issuer's pages, which no cache may keep (they carry tokens and forms). */
export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
