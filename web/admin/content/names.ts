// What the Content tab calls a section or a block in its lists, menus and History.

const humaniseKey = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const sectionName = (s: { title: string; sectionKey: string }) => s.title || humaniseKey(s.sectionKey);

export const blockName = (b: { title: string; blockType: string }) => b.title || b.blockType;
