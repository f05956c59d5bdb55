import { openSnapshot } from './catalog/snapshot.ts';
const [a, b] = [openSnapshot(process.argv[2]), openSnapshot(process.argv[3])];
const strip = (m: any) => JSON.stringify({ ...m, info: { ...m.info, modelInputs: '' } });
console.log('meta same', strip(a.meta) === strip(b.meta));
for (const name of Object.keys(a.arrays)) {
  const x = (a.arrays as any)[name], y = (b.arrays as any)[name];
  let same = x.length === y.length; for (let i = 0; same && i < x.length; i++) if (x[i] !== y[i]) same = false;
  if (!same) console.log('array differs', name);
}
console.log('blobs', a.meta.info === undefined);
