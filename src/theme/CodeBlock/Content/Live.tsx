import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// Registers `prism.additionalLanguages` (bash, json, yaml, docker, powershell) once, when the first
// code block that needs the browser's highlighter loads (see src/plugins/code-highlighting).
prismIncludeLanguages(Prism);

/** The theme's code block content, unchanged, with Prism: loaded on demand by `./index.tsx`. */
export default Content;
