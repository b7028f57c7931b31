# Drafts a JSON Schema per table kind from the bundled tables (rules/*/<area>/<table>.yaml) into the folder given:
#   python3 tools/table-schemas/infer.py /tmp/schemas && diff -r /tmp/schemas src/main/resources/schemas
# Keys and types are the union over every edition, required fields those every complete table has; rows keyed by id
# (citations, params, controls, formats) become maps. A draft, not an oracle: a junk key in the data would be learnt,
# so review the diff before copying a schema over (needs PyYAML).
import yaml,glob,json,os,re,sys
from collections import defaultdict
# which edition's area extends which (own files of a child over a parent's same file are patches)
parents={}
for f in glob.glob('rules/*/edition.yaml'):
    d=yaml.safe_load(open(f)); e=d['id']; x=d.get('extends')
    for area in ('repetition','conduct','competition'):
        parents[(e,area)] = x if isinstance(x,str) else (x or {}).get(area)
samples=defaultdict(list)  # table -> [(doc, complete)]
for f in sorted(glob.glob('rules/*/*/*.yaml')):
    _,ed,area,name=f.split('/')
    doc=yaml.safe_load(open(f))
    p=parents.get((ed,area)); complete=True
    if p and os.path.exists(f'rules/{p}/{area}/{name}') and not (isinstance(doc,dict) and doc.get('overlay')=='replace'):
        complete=False
    if isinstance(doc,dict): doc={k:v for k,v in doc.items() if k!='overlay'}
    samples[f'{area}/{name[:-5]}'].append((doc,complete))

def jtype(v):
    if v is None: return 'null'
    if isinstance(v,bool): return 'boolean'
    if isinstance(v,int): return 'number'
    if isinstance(v,float): return 'number'
    if isinstance(v,str): return 'string'
    if isinstance(v,list): return 'array'
    if isinstance(v,dict): return 'object'
    return 'string'  # dates etc: YAML scalars Jackson reads as text

class S:
    def __init__(s):
        s.types=set(); s.props={}; s.req=None; s.items=None; s.mapvals=None; s.keys_per_obj=[]
def add(s,v,complete):
    t=jtype(v); s.types.add(t)
    if t=='object':
        keys=set(map(str,v.keys())); s.keys_per_obj.append(keys)
        if complete: s.req = keys if s.req is None else s.req & keys
        for k,x in v.items():
            s.props.setdefault(str(k),S()); add(s.props[str(k)],x,complete)
    elif t=='array':
        if s.items is None: s.items=S()
        for x in v: add(s.items,x,complete)
KEYED={'citations','params','controls','formats'}  # rows keyed by their id: a new id is data, not a typo
def is_map(s,name=''):
    if name in KEYED: return True
    # an object used as a table keyed by data (piece letters, edition ids, codes): many keys, values of one shape
    if len(s.props)<6: return False
    kinds={tuple(sorted(p.types)) for p in s.props.values()}
    return len(kinds)==1 and ('object',) in kinds or all(p.types<= {'object','null'} for p in s.props.values()) and len(s.props)>=6
def emit(s,name=''):
    types=sorted(s.types)
    if 'integer' in types and 'number' in types: types.remove('integer')
    out={}
    out['type']=types[0] if len(types)==1 else types
    if 'object' in s.types:
        if is_map(s,name):
            m=S()
            for p in s.props.values(): merge(m,p)
            out['additionalProperties']=emit(m)
        else:
            out['additionalProperties']=False
            out['properties']={k:emit(v,k) for k,v in s.props.items()}
            if s.req: out['required']=sorted(s.req)
    if 'array' in s.types and s.items is not None and s.items.types:
        out['items']=emit(s.items)
    return out
def merge(a,b):
    a.types|=b.types
    for k,v in b.props.items():
        if k in a.props: merge(a.props[k],v)
        else: a.props[k]=v
    if b.req is not None: a.req = b.req if a.req is None else a.req & b.req
    # a key missing in some map values is not required
    if b.items is not None:
        if a.items is None: a.items=S()
        merge(a.items,b.items)

outdir=sys.argv[1]
for table,docs in sorted(samples.items()):
    s=S()
    for d,c in docs: add(s,d,c)
    # keys absent from some complete rows are optional: already intersection
    schema={'$schema':'https://json-schema.org/draft/2020-12/schema',
            'title':f'rules/<edition>/{table}.yaml (the effective table: a child edition\'s rows laid over its parent\'s)'}
    schema.update(emit(s))
    os.makedirs(os.path.join(outdir,os.path.dirname(table)),exist_ok=True)
    json.dump(schema,open(os.path.join(outdir,table+'.schema.json'),'w'),ensure_ascii=False,indent=2)
    print(table, len(docs), 'map-objects:', json.dumps(schema)[:0])
