import {test} from 'node:test';
import assert from 'node:assert/strict';
import {estimateDiagramSize} from '../../src/theme/Mermaid/estimate.ts';

// Natural sizes Mermaid 11 drew for these diagrams (SVG viewBox), measured in Chromium.
test('a left-to-right chain is estimated within 25% of its drawn size', () => {
  const size = estimateDiagramSize(`flowchart LR
  A["1. Plan your project"] --> B["2. Choose a hub"]
  B --> C["3. Install Gladys"]
  C --> D["4. First run in the browser"]
  D --> E["Add integrations"]`);
  assert.ok(Math.abs(size.width - 1182) / 1182 < 0.25, `width ${size.width}`);
  assert.ok(Math.abs(size.height - 70) / 70 < 0.25, `height ${size.height}`);
});

test('branches stack nodes of the same rank', () => {
  const size = estimateDiagramSize(`flowchart LR
  A["Scene: Good night"] -- "Start scene" --> B["Scene: Turn off the whole house"]
  A --> M["Send a message"]`);
  assert.ok(size.height > 120 && size.height < 260, `height ${size.height}`);
});

test('sequence diagrams grow with their messages; unknown types get a medium box', () => {
  const short = estimateDiagramSize('sequenceDiagram\n  A->>B: hello');
  const long = estimateDiagramSize(
    'sequenceDiagram\n  A->>B: one\n  B->>A: two\n  A->>B: three\n  Note over A,B: four',
  );
  assert.ok(long.height > short.height);
  assert.deepEqual(estimateDiagramSize('pie\n  "a": 1'), {width: 600, height: 300});
});
