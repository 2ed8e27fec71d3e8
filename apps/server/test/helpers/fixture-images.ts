/** Test fixtures: the demo seed's generated images (valid PNG/JPEG/PDF, padded to a minimum size). */
export { jpegFixture, pdfFixture, pngFixture } from '../../src/seed/demo-images';
