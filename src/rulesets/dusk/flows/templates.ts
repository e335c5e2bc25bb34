const at = (path: string) => `systems/fray/templates/dusk/${path}`;

export const rollTemplates = { dialog: at("dialog/task-dialog.hbs"), odds: at("parts/odds.hbs") } as const;
export const sheetTemplates = {
  character: at("actor/character-sheet.hbs"),
  npc: at("actor/npc-sheet.hbs"),
  object: at("actor/object-sheet.hbs"),
  itemHeader: at("item/item-header.hbs"),
  item: at("item/item-sheet.hbs"),
} as const;
export const CARD_BODY = at("chat/parts/roll-body.hbs");
