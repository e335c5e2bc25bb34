// Child-process side of pure-import.ts: argv[2] is a JSON list of [file, url] pairs and argv[3]
// the globals that must be absent. Prints the failures as JSON on the last line.
const pairs = JSON.parse(process.argv[2] ?? "[]");
const forbidden = JSON.parse(process.argv[3] ?? "[]");
const failures = [];
const present = forbidden.filter((name) => name in globalThis);
if (present.length > 0) failures.push({ file: "(child)", error: `host globals present: ${present.join(", ")}` });
for (const [file, url] of pairs) {
  try {
    await import(url);
  } catch (error) {
    failures.push({ file, error: String(error instanceof Error ? (error.stack ?? error) : error) });
  }
}
console.log(JSON.stringify(failures));
