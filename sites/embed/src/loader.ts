/**
 * `/embed/v1/loader.js`: the one script a partner page adds. Imports only the widgets
 * present on the page, each once; they share one runtime chunk. It also adopts embed.css
 * (the widgets' reserved heights per width) for pages that did not add it themselves.
 */
import widgets from 'virtual:joognoo-embed-widgets';
import embedCss from './embed.css?raw';
import { startLoader } from './loader-core';

startLoader(widgets, document, embedCss);
