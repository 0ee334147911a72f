import { collect } from './collect';

export default collect(import.meta.glob('../mr/*.json', { eager: true, import: 'default' }));
