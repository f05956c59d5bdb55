// `npx tsx bench/named-mcp.ts`: goals that name a provider the catalog knows as a curated remote MCP
// server (issue 20 asks for that server in the top 3), with the server's place in the results.

import { loadCatalog } from '../catalog/load.ts';
import { DEFAULT_WEIGHTS } from '../lib/search/profile.ts';
import { rank } from '../lib/search/rank.ts';

const GOALS: [goal: string, server: string][] = [
  ['create a Linear issue', 'Linear'], ['search flights on Kiwi from Prague to Rome', 'Kiwi.com flights'], ['send a PayPal invoice', 'PayPal'],
  ['design a poster in Canva', 'Canva'], ['create a Notion page', 'Notion'], ['deploy to Vercel', 'Vercel'], ['query my Neon database', 'Neon'],
  ['run a Semgrep scan', 'Semgrep'], ['make a Mermaid diagram', 'Mermaid Chart'], ['create a Jam bug report', 'Jam'], ['ask Perplexity a question', 'Perplexity'],
  ['look up docs with Context7', 'Context7'], ['create a monday.com item', 'monday.com'], ['publish a Webflow site', 'Webflow'], ['edit a Wix site', 'Wix'],
  ['find a model on Hugging Face', 'Hugging Face'],
];

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
const place = (goal: string, title: string) => {
  const at = rank(catalog.search, catalog.resources, goal, DEFAULT_WEIGHTS).order
    .findIndex((ix) => { const record = catalog.resources[ix]; return record.resourceType === 'mcp' && record.title === title; });
  return at < 0 ? '-' : String(at + 1);
};
let inTop3 = 0;
for (const [goal, title] of GOALS) {
  const at = place(goal, title);
  if (at !== '-' && Number(at) <= 3) inTop3++;
  console.log(`${goal}: ${title} at ${at}`);
}
console.log(`in the top 3: ${inTop3} of ${GOALS.length}`);
