/**
 * The canvas grid of a hexagonal scene (`canvas.grid`, API `foundry.grid.HexagonalGrid`, v12+):
 * cells addressed by offset `{ i: row, j: column }`; row layouts (grid types 2 and 3) are
 * pointy-top hexes `size` pixels wide with odd (2) or even (3) rows pushed half a hex right,
 * column layouts (4 and 5) flat-top hexes `size` pixels tall with odd (4) or even (5) columns
 * pushed half a hex down (knowledge base "Scenes": grid types and hex grid options, API
 * `CONST.GRID_TYPES`, `BaseGrid#getOffset/getCenterPoint/getTopLeftPoint/getVertices/measurePath`,
 * `sizeX`/`sizeY`). Written from those descriptions; square and gridless scenes get no grid here,
 * as before (a scenario's distances stay 0 on them).
 */
export interface GridSource {
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
}

interface Point {
  readonly x: number;
  readonly y: number;
}
interface Offset {
  readonly i: number;
  readonly j: number;
}

export class HexGridDouble {
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  readonly columns: boolean;
  readonly sizeX: number;
  readonly sizeY: number;

  constructor(source: GridSource) {
    this.type = source.type;
    this.size = source.size;
    this.distance = source.distance;
    this.units = source.units;
    this.columns = source.type === 4 || source.type === 5;
    // A pointy-top hex is √3/2 as wide as it is tall; a flat-top one the other way round.
    this.sizeX = this.columns ? (source.size * 2) / Math.sqrt(3) : source.size;
    this.sizeY = this.columns ? source.size : (source.size * 2) / Math.sqrt(3);
  }

  static isHexagonal(type: number): boolean {
    return type >= 2 && type <= 5;
  }

  /** Whether this row (or column) is one pushed half a hex along. */
  private pushed(index: number): boolean {
    const odd = Math.abs(index % 2) === 1;
    return this.type === 2 || this.type === 4 ? odd : !odd;
  }

  getTopLeftPoint(offset: Offset): Point {
    if (this.columns) return { x: offset.j * this.sizeX * 0.75, y: offset.i * this.sizeY + (this.pushed(offset.j) ? this.sizeY / 2 : 0) };
    return { x: offset.j * this.sizeX + (this.pushed(offset.i) ? this.sizeX / 2 : 0), y: offset.i * this.sizeY * 0.75 };
  }

  getCenterPoint(offset: Offset): Point {
    const corner = this.getTopLeftPoint(offset);
    return { x: corner.x + this.sizeX / 2, y: corner.y + this.sizeY / 2 };
  }

  /** The cell whose centre is nearest the point (a hex is exactly the points nearer its centre than any other's). */
  getOffset(point: Point): Offset {
    const roughRow = this.columns ? Math.round((point.y - this.sizeY / 2) / this.sizeY) : Math.round((point.y - this.sizeY / 2) / (this.sizeY * 0.75));
    const roughColumn = this.columns ? Math.round((point.x - this.sizeX / 2) / (this.sizeX * 0.75)) : Math.round((point.x - this.sizeX / 2) / this.sizeX);
    let best: Offset = { i: roughRow, j: roughColumn };
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = roughRow - 1; i <= roughRow + 1; i++) {
      for (let j = roughColumn - 1; j <= roughColumn + 1; j++) {
        const centre = this.getCenterPoint({ i, j });
        const d = (centre.x - point.x) ** 2 + (centre.y - point.y) ** 2;
        if (d < bestDistance - 1e-9) {
          best = { i, j };
          bestDistance = d;
        }
      }
    }
    return best;
  }

  /** The six corners of a cell, clockwise from the right-hand one (flat-top) or the upper right (pointy-top). */
  getVertices(offset: Offset): Point[] {
    const centre = this.getCenterPoint(offset);
    const radius = this.columns ? this.sizeX / 2 : this.sizeY / 2;
    return Array.from({ length: 6 }, (_, k) => {
      const angle = ((this.columns ? 60 * k : 60 * k - 30) * Math.PI) / 180;
      return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
    });
  }

  /** Hex steps between the cells of the first and last points, times the grid's distance per hex. */
  measurePath(points: readonly Point[]): { distance: number; spaces: number } {
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) return { distance: 0, spaces: 0 };
    const a = this.cube(this.getOffset(first));
    const b = this.cube(this.getOffset(last));
    const spaces = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));
    return { distance: spaces * this.distance, spaces };
  }

  /** Cube coordinates of a cell (x + y + z = 0, possibly all shifted by a half), for counting steps. */
  private cube(offset: Offset): { x: number; y: number; z: number } {
    const [along, across] = this.columns ? [offset.i, offset.j] : [offset.j, offset.i];
    const x = along + (this.pushed(across) ? 0.5 : 0) - across / 2;
    return { x, y: -x - across, z: across };
  }
}
