import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LightHeader } from '../src/shell/light/LightHeader';

/** The plain header as HTML; loaded by the build through tsx, so React and the router are one instance with the header's. */
export const headerMarkup = () => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LightHeader)));
