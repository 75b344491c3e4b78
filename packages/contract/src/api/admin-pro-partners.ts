// Filled by issue 16 §6 (the back office's content): see the helper's work this session.
export {};
