export{p as MPWorker,q as PyWorker,T as TYPES,c as codemirror,t as config,u as donkey,e as hooks,i as inputFailure,o as offline_interpreter,v as optional,r as relative_url,s as stdlib,x as whenDefined}from"./core-C9KDLldu.js";
//# sourceMappingURL=core.js.map
