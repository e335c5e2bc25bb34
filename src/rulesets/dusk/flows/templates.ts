const at = (path: string) => `systems/fray/templates/dusk/${path}`;

export const rollTemplates = { dialog: at("dialog/task-dialog.hbs"), odds: at("parts/odds.hbs") } as const;
export const CARD_BODY = at("chat/parts/roll-body.hbs");
