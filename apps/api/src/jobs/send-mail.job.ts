import { z } from 'zod';
import type { Container } from '../container';
import { defineJob, jobType } from './job';

export const sendMailJob = defineJob(
  jobType({
    name: 'send-mail',
    payload: z.object({
      to: z.email(),
      subject: z.string().min(1).max(300),
      text: z.string().min(1),
      html: z.string().optional(),
    }),
    retryLimit: 5,
  }),
  // A crash after the server accepted the mail sends it twice at worst: mail has no idempotency key.
  async (mail, { mailer }: Pick<Container, 'mailer'>) => mailer.send(mail),
);
