import { requireClient } from "./context.js";

/**
 * `foundry.dice.Roll` for the formulas Fray rolls: sums of `NdF` terms and whole numbers
 * ("3d6", "1d100", "1D8+1", "2d6-1"). Behaviour from the API pages (Roll: `evaluate`, `evaluateSync`, `total`, `dice[].results[].result`, `toJSON`,
 * `Roll.fromData`, `Roll.validate`, `render`, `toMessage`). Each die face comes from
 * `CONFIG.Dice.randomUniform()` as `ceil(u × faces)` — the hook the v13 notes name for tests — so
 * the table's seeded generator (or faces queued by a scenario) decides every result.
 */

interface DieResult {
  result: number;
  active: boolean;
}

export class Die {
  results: DieResult[] = [];
  /** A term's options (DiceTerm#options): what Dice So Nice reads a die's `appearance` from. */
  options: Record<string, unknown> = {};
  constructor(
    readonly number: number,
    readonly faces: number,
  ) {}
  get total(): number {
    return this.results.reduce((sum, r) => sum + (r.active ? r.result : 0), 0);
  }
  roll(randomUniform: () => number): void {
    this.results = Array.from({ length: this.number }, () => ({ result: Math.min(this.faces, Math.max(1, Math.ceil(randomUniform() * this.faces))), active: true }));
  }
}

type Term = { sign: 1 | -1; die: Die } | { sign: 1 | -1; constant: number };

function parse(formula: string): Term[] | null {
  const compact = formula.replace(/\s+/g, "");
  if (!compact || !/^[+-]?(\d*[dD]\d+|\d+)([+-](\d*[dD]\d+|\d+))*$/.test(compact)) return null;
  return (compact.match(/[+-]?[^+-]+/g) ?? []).map((piece): Term => {
    const sign = piece.startsWith("-") ? -1 : 1;
    const body = piece.replace(/^[+-]/, "");
    const dice = /^(\d*)[dD](\d+)$/.exec(body);
    if (dice) return { sign, die: new Die(dice[1] ? Number(dice[1]) : 1, Number(dice[2])) };
    return { sign, constant: Number(body) };
  });
}

export class Roll {
  readonly formula: string;
  readonly data: object;
  terms: Term[];
  _evaluated = false;
  _total: number | undefined = undefined;

  constructor(formula: string, data: object = {}) {
    const terms = parse(formula);
    if (!terms) throw new Error(`Unable to parse the roll formula "${formula}"`);
    this.formula = formula.replace(/\s+/g, "");
    this.data = data;
    this.terms = terms;
  }

  static validate(formula: string): boolean {
    return parse(String(formula)) !== null;
  }

  get dice(): Die[] {
    return this.terms.flatMap((term) => ("die" in term ? [term.die] : []));
  }
  get total(): number | undefined {
    return this._total;
  }
  get result(): string {
    return this.terms.map((term) => `${term.sign < 0 ? "-" : "+"}${"die" in term ? term.die.total : term.constant}`).join(" ").replace(/^\+/, "");
  }

  evaluateSync(): this {
    const random = requireClient("Roll").CONFIG.Dice.randomUniform;
    for (const term of this.terms) if ("die" in term) term.die.roll(random);
    this._total = this.terms.reduce((sum, term) => sum + term.sign * ("die" in term ? term.die.total : term.constant), 0);
    this._evaluated = true;
    return this;
  }

  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }

  toJSON(): Record<string, unknown> {
    return {
      class: "Roll",
      formula: this.formula,
      evaluated: this._evaluated,
      total: this._total ?? null,
      terms: this.terms.map((term) => ("die" in term ? { sign: term.sign, number: term.die.number, faces: term.die.faces, results: term.die.results } : { sign: term.sign, constant: term.constant })),
    };
  }

  static fromData(data: Record<string, unknown>): Roll {
    const roll = new Roll(String(data["formula"]));
    const terms = (data["terms"] as Array<Record<string, unknown>> | undefined) ?? [];
    roll.terms = terms.map((term): Term => {
      const sign = term["sign"] === -1 ? -1 : 1;
      if (term["faces"] === undefined) return { sign, constant: Number(term["constant"]) };
      const die = new Die(Number(term["number"]), Number(term["faces"]));
      die.results = (term["results"] as DieResult[]).map((r) => ({ ...r }));
      return { sign, die };
    });
    roll._evaluated = Boolean(data["evaluated"]);
    roll._total = typeof data["total"] === "number" ? data["total"] : undefined;
    return roll;
  }

  static fromJSON(json: string): Roll {
    return Roll.fromData(JSON.parse(json) as Record<string, unknown>);
  }

  async render(): Promise<string> {
    const faces = this.dice.flatMap((die) => die.results.map((r) => `<li class="roll die d${die.faces}">${r.result}</li>`)).join("");
    return `<div class="dice-roll"><div class="dice-formula">${this.formula}</div><ol class="dice-rolls">${faces}</ol><h4 class="dice-total">${this._total ?? ""}</h4></div>`;
  }

  async toMessage(messageData: Record<string, unknown> = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const ChatMessageClass = requireClient("Roll#toMessage").documentClass("ChatMessage") as unknown as { create(data: object): Promise<unknown> };
    return ChatMessageClass.create({ ...messageData, rolls: [this.toJSON()] });
  }
}
