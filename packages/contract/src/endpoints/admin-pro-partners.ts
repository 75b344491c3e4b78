// Filled by issue 16 §6 (the back office's content).
export {};
