import { type AssistantBody } from './schemas';

export const ASSISTANT_EXAMPLE = {
  topic: 'certification',
  description:
    'Which certificates does our honey need to be sold in Germany, and who issues them in Ukraine?',
  preferred_channel: 'phone',
  preferred_time: 'Weekdays after 14:00',
} satisfies AssistantBody;
