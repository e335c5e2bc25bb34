/**
 * seedrandom's alea generator on its own (the package's `lib/alea.js`, the very function
 * `seedrandom.alea` re-exports), so a bundle with dice carries alea and not the other five
 * generators and the ARC4 one. The package's own types describe only its index.
 */
declare module "seedrandom/lib/alea.js" {
  interface AleaGenerator {
    (): number;
    int32(): number;
    double(): number;
    quick(): number;
  }
  function alea(seed?: string, options?: { state?: boolean | object }): AleaGenerator;
  export default alea;
}
