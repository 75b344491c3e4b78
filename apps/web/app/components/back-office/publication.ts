/** What a publish or unpublish form of the back office answers (published content's editors). */
export type PublicationAction = 'publish' | 'unpublish';
export type PublicationChanged = { action: PublicationAction };
