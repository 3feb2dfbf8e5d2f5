import { carouselEventRoute } from '../carousel-event-route';

export const POST = carouselEventRoute('click');
