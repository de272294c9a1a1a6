// Where an item is edited in the admin panel: a content block, section or page; the media library; or one setting's
// field. The Activity tab's lines and the launch checklist's entries link with it.
export type PanelLink =
  | { tab: 'content'; pageId: number; sectionId?: number; blockId?: number }
  | { tab: 'media' }
  | { tab: 'settings'; field?: string };
