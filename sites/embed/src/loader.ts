/**
 * `/embed/v1/loader.js`: the one script a partner page adds. Imports only the widgets
 * present on the page, each once; they share one runtime chunk.
 */
import widgets from 'virtual:joognoo-embed-widgets';
import { startLoader } from './loader-core';

startLoader(widgets);
