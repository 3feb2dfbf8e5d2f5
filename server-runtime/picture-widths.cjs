// @ts-check
'use strict';
// The widths every stored picture is prepared in (picture-urls.ts uses them; next.config.mjs gives them to
// next/image as deviceSizes and imageSizes). CommonJS with JSDoc types, so next.config.mjs loads it with no
// compiler.

/** Widths for pictures that grow with the page (`sizes`): phones at 2x and 3x, tablets, the 1600 px banner. */
const PICTURE_DEVICE_WIDTHS = Object.freeze(/** @type {const} */ ([640, 828, 1080, 1600]));
/** Widths for fixed-size pictures: 40-72 px thumbnails at 1x and 2x, the 96 px category tiles at 2x (192: without
 *  it a phone fetched the 384 px width, four times the pixels), product cards (290 px) at 1x. Each width is
 *  encoded twice for every picture the shop stores, so only widths some page asks for are listed. */
const PICTURE_IMAGE_WIDTHS = Object.freeze(/** @type {const} */ ([96, 144, 192, 384]));

module.exports = { PICTURE_DEVICE_WIDTHS, PICTURE_IMAGE_WIDTHS };
