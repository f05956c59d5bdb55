// `npx tsx bench/named-mcp.ts`: goals that name a provider the catalog knows as a curated remote MCP
// server (issue 20 asks for that server in the top 3), with the server's place in the results. The
// share in the top 3 is also a column of `bench/quality.ts` and of the ablation table.

import { loadCatalog } from '../catalog/load.ts';
import { NAMED_MCP_GOALS, namedServerPlaces } from './quality-sets.ts';

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
const places = namedServerPlaces(catalog);
NAMED_MCP_GOALS.forEach(([goal, title], ix) => console.log(`${goal}: ${title} at ${places[ix] || '-'}`));
console.log(`in the top 3: ${places.filter((place) => place >= 1 && place <= 3).length} of ${NAMED_MCP_GOALS.length}`);
