import { z } from 'zod';
import { defineJob } from './job';

export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  retryLimit: 5,
  async handle(mail, container) {
    await container.mailer.send(mail);
  },
});
