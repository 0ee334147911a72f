import { collect } from './collect';

export default collect(import.meta.glob('../hi/*.json', { eager: true, import: 'default' }));
