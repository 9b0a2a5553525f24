/**
 * A rough natural size (px) of a Mermaid diagram, read from its source,
 * used to hold the diagram's place before Mermaid has drawn it. Mermaid draws
 * an SVG as wide as its content (at most the column) with a fixed aspect
 * ratio, so a box with the same width and aspect ratio takes about the same
 * room on every screen width. Handles flowcharts, sequence and ER diagrams;
 * anything else gets a medium box.
 */

/** Width and height of a diagram at its natural size, in CSS pixels. */
export type DiagramSize = {width: number; height: number};

/** Approximate width of a label at Mermaid's default 16 px font, box padding included. */
const labelWidth = (label: string) => Math.max(60, label.length * 8.5 + 32);

/** Node ids and labels of flowchart lines: `A["Label"]`, `B(Label)`, `C{Label}`… */
function flowchartNodes(lines: string[]): Map<string, string> {
  const nodes = new Map<string, string>();
  const definition = /([A-Za-z][\w-]*)\s*(?:\[\[?|\(\(?|\{\{?|>)\s*"?([^\])}"]*)"?/g;
  for (const line of lines) {
    for (const match of line.matchAll(definition)) {
      nodes.set(match[1]!, match[2]!.trim() || match[1]!);
    }
  }
  return nodes;
}

/** Edges of flowchart lines: `A --> B`, `A -.->|label| B`, `A <-->|x| B --> C`. */
function flowchartEdges(lines: string[]): [string, string][] {
  const edges: [string, string][] = [];
  const arrow = /\s*<?(?:-{2,}|-\.+-|={2,})>?(?:\|[^|]*\|)?\s*/;
  for (const line of lines) {
    const parts = line.split(arrow).map((part) => /^\s*([A-Za-z][\w-]*)/.exec(part)?.[1]);
    for (let i = 0; i + 1 < parts.length; i += 1) {
      if (parts[i] && parts[i + 1]) {
        edges.push([parts[i]!, parts[i + 1]!]);
      }
    }
  }
  return edges;
}

/** Size of a flowchart, laid out in ranks along its direction. */
function flowchart(lines: string[], horizontal: boolean): DiagramSize {
  const nodes = flowchartNodes(lines);
  const edges = flowchartEdges(lines);
  for (const [from, to] of edges) {
    for (const id of [from, to]) {
      if (!nodes.has(id)) nodes.set(id, id);
    }
  }
  // Longest-path rank of each node (bounded, so cycles end).
  const rank = new Map<string, number>([...nodes.keys()].map((id) => [id, 0]));
  for (let pass = 0; pass < nodes.size; pass += 1) {
    let changed = false;
    for (const [from, to] of edges) {
      if (rank.get(to)! < rank.get(from)! + 1 && rank.get(from)! + 1 < nodes.size) {
        rank.set(to, rank.get(from)! + 1);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const ranks = new Map<number, string[]>();
  for (const [id, r] of rank) ranks.set(r, [...(ranks.get(r) ?? []), id]);
  const perRank = [...ranks.values()];
  const nodeHeight = 54;
  if (horizontal) {
    const width =
      perRank.reduce(
        (sum, ids) => sum + Math.max(...ids.map((id) => labelWidth(nodes.get(id)!))),
        0,
      ) +
      (perRank.length - 1) * 60;
    const height = Math.max(...perRank.map((ids) => ids.length)) * (nodeHeight + 40) - 40;
    return {width: width + 16, height: height + 16};
  }
  const width = Math.max(
    ...perRank.map((ids) => ids.reduce((sum, id) => sum + labelWidth(nodes.get(id)!) + 40, -40)),
  );
  const height = perRank.length * (nodeHeight + 50) - 50;
  return {width: width + 16, height: height + 16};
}

/** Size of a sequence diagram: participants side by side, one row per message or note. */
function sequence(lines: string[]): DiagramSize {
  const participants = new Set<string>();
  let rows = 0;
  for (const line of lines) {
    const declared = /^\s*(?:participant|actor)\s+([^\s]+)/.exec(line);
    if (declared) {
      participants.add(declared[1]!);
      continue;
    }
    const message = /^\s*([^\s:-]+)\s*-{1,2}[>)x]{1,2}[+-]?\s*([^\s:]+)\s*:/.exec(line);
    if (message) {
      participants.add(message[1]!);
      participants.add(message[2]!);
      rows += 1;
    } else if (/^\s*(note|loop|alt|else|opt|par|rect)\b/i.test(line)) {
      rows += 1;
    }
  }
  const count = Math.max(2, participants.size);
  return {width: count * 200, height: 130 + rows * 48 + 20};
}

/** Size of an ER diagram: entities in a loose grid. */
function entityRelationship(lines: string[]): DiagramSize {
  const entities = new Set<string>();
  for (const line of lines) {
    const relation = /^\s*([\w-]+)\s+[|}o{][|o}{]--[|o{][|o}{]\s+([\w-]+)/.exec(line);
    if (relation) {
      entities.add(relation[1]!);
      entities.add(relation[2]!);
    }
    const block = /^\s*([\w-]+)\s*\{/.exec(line);
    if (block) entities.add(block[1]!);
  }
  const columns = Math.min(3, Math.max(1, entities.size));
  return {width: columns * 220, height: Math.ceil(Math.max(1, entities.size) / columns) * 220};
}

/** Estimates the natural size of a diagram from its Mermaid source. */
export function estimateDiagramSize(source: string): DiagramSize {
  const lines = source.split('\n').filter((line) => line.trim() && !line.trim().startsWith('%%'));
  const header = lines[0]?.trim() ?? '';
  const body = lines.slice(1);
  const flow = /^(?:flowchart|graph)\s+(LR|RL|TD|TB|BT)\b/.exec(header);
  if (flow) return flowchart(body, flow[1] === 'LR' || flow[1] === 'RL');
  if (header.startsWith('sequenceDiagram')) return sequence(body);
  if (header.startsWith('erDiagram')) return entityRelationship(body);
  return {width: 600, height: 300};
}
