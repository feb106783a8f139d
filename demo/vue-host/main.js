// Mounts the Vue host demo (demo/vue-host/App.vue) on /vue-host.html.
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
