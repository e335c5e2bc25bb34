/**
 * What clicking a track box does: box N ticks boxes 1..N; clicking the highest ticked box again
 * clears it (so a mis-click is one click to undo). Pure, for the sheet and its test.
 */
export function nextTrackValue(current: number, clickedBox: number): number {
  return clickedBox === current ? clickedBox - 1 : clickedBox;
}
