import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// Registers `prism.additionalLanguages` (bash, json, yaml, docker, powershell) once,
// when the first code block of a visit loads: the theme did it on every page, from
// the main bundle (see src/plugins/prism-on-demand).
prismIncludeLanguages(Prism);

/** The theme's code block content, unchanged; importing it registers the extra Prism languages. */
export default Content;
